export const BUILD_STAMP: string;
export function sourceStamp(root?: string): Promise<[string, number, number][]>;
export function builtFromCurrentSources(root?: string): Promise<boolean>;
