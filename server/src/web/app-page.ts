import type { FastifyRequest } from 'fastify';

import { sessionHintCookie } from '../http/access.ts';

export const modulePage = 'index.html';
export const classicPage = 'index-classic.html';

/**
 * The page of a client-side route. A reader who was signed in gets the classic build's page
 * (web/vite.classic.config.ts): the whole app as one classic script, whose compiled code the
 * browser keeps between visits. Everyone else gets the module build's page, whose sign-in screen
 * loads a fraction of the app. Both are the whole app; the cookie only says which loads faster.
 */
export const appPageFor = (request: FastifyRequest, hasClassicPage: boolean): string =>
  hasClassicPage && request.cookies[sessionHintCookie] ? classicPage : modulePage;
