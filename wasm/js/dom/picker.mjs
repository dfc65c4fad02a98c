// dom/picker.mjs — engineer domB's bindings (issue 24, part B) go here; empty until merged.
export {};
