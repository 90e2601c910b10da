// Prints the generic list routes and their API bases as JSON, for the page's first script
// (early-start-plugin.ts runs this with tsx: the domain's definitions are TypeScript).
import { entities } from '@aqar/domain/registry';
import { listRoutes } from '../src/app/list-routes.ts';

process.stdout.write(JSON.stringify(listRoutes(entities)));
