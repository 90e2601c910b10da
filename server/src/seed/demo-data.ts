export type SeedRow = Record<string, unknown> & { parentCode?: string | number };

/** The demo company, in insertion order (parents before children, referenced before referencing). */
export const demoData: { entity: string; rows: readonly SeedRow[] }[] = [];
