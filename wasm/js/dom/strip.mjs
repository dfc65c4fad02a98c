// placeholder until its commit
export function strip() { throw new Error('strip: not built yet'); }
