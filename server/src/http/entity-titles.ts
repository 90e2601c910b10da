import { readFileSync } from 'node:fs';

/** The web app's English labels: the one list of entity names a person reads. */
const englishLabels = new URL('../../../web/public/locales/en/common.json', import.meta.url);

let titles: Record<string, string> | undefined;

/** An entity's English title ("Journal entry" for `entries`), its key when there is none. */
export const englishEntityTitle = (key: string): string => {
  if (!titles) {
    try {
      const labels = JSON.parse(readFileSync(englishLabels, 'utf8')) as {
        entities?: Record<string, { title?: string }>;
      };
      titles = Object.fromEntries(
        Object.entries(labels.entities ?? {}).flatMap(([name, entity]) =>
          entity.title ? [[name, entity.title]] : [],
        ),
      );
    } catch {
      titles = {};
    }
  }
  return titles[key] ?? key;
};
