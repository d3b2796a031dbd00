export const boundariesConfig = [];
