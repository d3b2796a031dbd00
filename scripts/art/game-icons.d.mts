export const OUT_PATH: string;
export const ICON_NAMES: string[];
export function renderIconModule(): Promise<string>;
