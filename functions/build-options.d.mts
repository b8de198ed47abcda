import type { BuildOptions } from 'esbuild';

export declare const buildOptions: BuildOptions;
export declare function cliBuildOptions(tool: string): BuildOptions;
export declare const recognizerBuildOptions: BuildOptions;
