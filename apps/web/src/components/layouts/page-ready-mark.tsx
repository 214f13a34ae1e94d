import { useEffect } from 'react';
import { APP_READY_EVENT } from '../../lib/app-start';

/** Marks the document once the app runs the page (the server's HTML adopted, or a first render), which
 * it may do after the frame around it: before that, links and forms work as plain HTML and the rest
 * waits. Browser tests wait for it before using what needs scripts; the page's first script (boot.ts)
 * then hands over what was typed and replays a tap it held. */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.dataset['app'] = 'running';
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
