import type { z } from 'zod';
import type { EfiRequest } from './http.js';

/** Sends an authenticated request and reads its reply with `schema`. */
export type Call = <S extends z.ZodType>(request: EfiRequest, schema: S) => Promise<z.output<S>>;
