// Types of eslint.boundaries.mjs for test/unit/boundaries.test.ts.
import type { Linter } from 'eslint';

export declare const CORE_ROOM_IMPORTS: Readonly<Record<string, readonly string[]>>;
export declare const boundariesConfig: Linter.Config[];
