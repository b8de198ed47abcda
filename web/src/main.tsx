import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app, so the stylesheets its components import come after it and can refine it.
import './styles/global.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
