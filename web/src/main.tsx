import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app, so the stylesheets its components import come after it and can refine it.
import './styles/global.css';
import { App } from './app/app';
import { takeKeyFrom } from './lib/pending-key';

// A link with an activation key (`/?chave=KEY`): kept for the activation form, and taken out of
// the address before the router reads it.
const rest = takeKeyFrom(window.location.search);
if (rest !== null) {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${rest}${window.location.hash}`,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
