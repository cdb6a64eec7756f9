import fs from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { injectApp, injectHead, renderHead } from './head-html';
import type { WebRenderer } from './ssr';
import { SitemapService } from './sitemap.service';
import { anonymousScope } from '../../scope/request-scope';
import { matchWebRoute, parseRouteId } from './web-routes';
import { siteUrl } from '../../shared/site-urls';

const SITEMAP_CACHE = 'public, max-age=3600';

const wrap =
  (fn: (req: Request, res: Response) => Promise<void>) =>
  (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };

/** /robots.txt and the sitemaps (mounted whether or not the web app is built). */
export function sitemapRoutes(deps: AppDeps, options: { perFile?: number } = {}): Router {
  const router = Router();
  const sitemaps = new SitemapService(deps, options.perFile ?? LIMITS.sitemapUrlsPerFile);

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', SITEMAP_CACHE);
    res
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.sitemap(deps.config.publicUrl)}\n`);
  });

  router.get(
    '/sitemap.xml',
    wrap(async (_req, res) => {
      const xml = await sitemaps.root();
      res.set('Cache-Control', SITEMAP_CACHE);
      res.type('application/xml; charset=utf-8').send(xml);
    }),
  );

  router.get(
    '/sitemaps/:file',
    wrap(async (req, res) => {
      const match = /^(books|issues)-(\d+)\.xml$/.exec(String(req.params.file));
      const page = match ? parseRouteId(match[2]) : null;
      const xml = match && page ? await sitemaps.file(match[1] as 'books' | 'issues', page) : null;
      if (!xml) {
        res.status(404).type('text/plain').send('Sitemap not found');
        return;
      }
      res.set('Cache-Control', SITEMAP_CACHE);
      res.type('application/xml; charset=utf-8').send(xml);
    }),
  );

  return router;
}

/**
 * The web app for every other path: index.html (read once) with the page's head rendered in,
 * 200 for a known route, 404 (the SPA shows its 404 page) for an unknown route or an unknown,
 * removed or hidden work or person; the no-index routes also send X-Robots-Tag. The public
 * pages (ssr.ts) also arrive rendered, with the data they were rendered with, when a
 * `renderer` is given and the render finishes in time; otherwise as the empty shell.
 */
export function webAppFallback(deps: AppDeps, indexHtmlPath: string, renderer?: WebRenderer) {
  const template = fs.readFileSync(indexHtmlPath, 'utf8');
  return wrap(async (req: Request, res: Response) => {
    const ip = req.ip ?? 'unknown';
    const rendered =
      // Which pages render is the web's list (its bundle answers); an unknown path or work is a
      // 404 whatever the web would draw, so it is not rendered at all.
      renderer && matchWebRoute(req.path).kind !== 'notFound'
        ? renderer.render(req.originalUrl, ip)
        : Promise.resolve(null);
    const page = await anonymousScope(deps, ip).services.webHead.pageFor(req.path);
    // The head decides the status: a 404's render (the page's own not-found text) is dropped.
    const app = page.status === 200 ? await rendered : null;
    res.status(page.status);
    res.setHeader('Cache-Control', 'no-cache');
    if (page.noIndex) res.setHeader('X-Robots-Tag', 'noindex');
    const html = injectHead(template, renderHead(page.head));
    res.type('html').send(injectApp(html, app));
  });
}
