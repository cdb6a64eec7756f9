import 'reflect-metadata';

process.env.NODE_ENV = 'test';
// Job workers poll quickly in tests (the default is 2 s).
process.env.JOB_POLL_SECONDS ??= '0.5';
