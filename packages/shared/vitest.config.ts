import { defineProject } from 'vitest/config';

// Pure rules and schemas: files can share a worker's modules (isolate: false).
export default defineProject({ test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], isolate: false } });
