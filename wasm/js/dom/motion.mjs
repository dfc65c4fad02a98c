// placeholder until its commit
export function motion() { throw new Error('motion: not built yet'); }
