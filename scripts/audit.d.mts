/** Types of ./audit.mjs for the TypeScript tests. */
export declare function readAudit(json: string, level?: string): { ok: boolean | null; line: string };
