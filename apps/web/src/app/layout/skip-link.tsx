import type { MouseEvent } from 'react';
import classes from './app-layout.module.css';

export const MAIN_CONTENT_ID = 'conteudo';

/** First stop of the Tab key: jumps past the top bar and the menu (WCAG 2.4.1). */
export function SkipLink() {
  // Focus moves without touching the URL, so the router never sees a hash navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={onClick}>
      Pular para o conteúdo
    </a>
  );
}
