// placeholder until its commit
export function animate() { throw new Error('animate: not built yet'); }
