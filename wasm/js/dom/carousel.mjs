// placeholder until its commit
export function carousel() { throw new Error('carousel: not built yet'); }
