/**
 * The browser's entry: the site's styles, then the app once the page has painted. A
 * server-rendered page needs no script for its first paint, only its styles (inlined into the
 * HTML by the build) and its first image; the app's script is most of the first download
 * (react-dom, Apollo Client, the router: about 137 KB of gzip). Fetched before the first paint,
 * it competed with that image for a phone's bandwidth, and its evaluation ran ahead of the
 * paint; fetched after it, the page shows its content first and hydrates one round trip later.
 */
import { afterFirstPaint } from './ui/afterFirstPaint';
import './styles.css';
import './reading.css';
// The CSS of the server-rendered pages' parts goes into the entry's stylesheet, in the head, so
// those pages are styled in their first paint. With its component's chunk it came after the
// entry had run: the page was drawn without it (its boxes moved when it arrived) and re-styled
// in a long task. A few KB; the signed-in pages' CSS stays with them.
import './modules/reactions/components/reactions.css';
import './modules/stats/components/readCount.css';
import './modules/comments/components/comments.css';
import './modules/offline/offline.css';

void afterFirstPaint(document.getElementById('root')).then(() => import('./startApp'));
