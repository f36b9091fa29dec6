// Entry of the parser thread. The API runs its TypeScript through tsx (`node --import tsx`, and vitest in tests);
// a worker thread gets no loader of its own, so this plain module loads the TypeScript one through tsx's scoped
// API, the same under `npm start`, `npm run dev` and vitest.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pekerja.ts', import.meta.url);
