import { messages } from '../messages';

/** The tab's title for the current screen (React 19 moves <title> into <head>). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${messages.brand}`}</title>;
}
