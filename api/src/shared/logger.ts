/** Minimal structured logger: one JSON line per event in production, readable text otherwise. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(options: { json: boolean; silent?: boolean }): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (options.silent) return;
    const stream = level === 'error' ? process.stderr : process.stdout;
    if (options.json) {
      stream.write(
        `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`,
      );
    } else {
      const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
      stream.write(`[${level}] ${message}${extra}\n`);
    }
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}
