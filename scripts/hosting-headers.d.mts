export declare const EMULATOR_CONFIG: string;
export declare function contentSecurityPolicy(config?: unknown): string;
export declare function parsePolicy(policy: string): Map<string, string[]>;
export declare function formatPolicy(directives: Map<string, string[]>): string;
export declare const emulatorAdditions: Record<string, string[]>;
export declare function emulatorPolicy(policy?: string): string;
export declare function writeEmulatorConfig(): string;
