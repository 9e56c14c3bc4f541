export declare const BUILD_INPUTS: string[];
export declare function buildState(buildDir: string, root?: string, inputs?: string[]): { stale: undefined } | { stale: "missing" } | { stale: "changed"; source: string };
