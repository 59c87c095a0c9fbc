/** The NFS-e provider seam: a client per provider behind one interface, and a simulator. */
export type * from './provider.js';
