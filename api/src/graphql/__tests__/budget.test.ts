import { startTestApp, type TestApp } from '../../../test/harness';
import { poolDbOf } from '../../db/sql';
import { type BudgetState, GraphQLBudget } from '../budget';
import type { Caller } from '../caller';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => jest.restoreAllMocks());

let callers = 0;
const newCaller = (): Caller => ({ key: `ip:budget-test-${++callers}`, kind: 'anonymous' });

async function storedUsed(caller: Caller): Promise<number> {
  const [row] = await app
    .em()
    .getConnection()
    .execute<{ used: number }[]>('select used from api_budgets where key = ?', [caller.key]);
  return Number(row.used);
}

describe('one caller’s concurrent charges', () => {
  test('go as fewer statements and end as one after another would', async () => {
    const budget = new GraphQLBudget({ perHour: 0, anonymousPerHour: 100 });
    const caller = newCaller();
    const db = () => poolDbOf(app.deps);
    const statements = jest.spyOn(app.deps.pools.read, 'rows');
    const states = (await Promise.all(
      Array.from({ length: 8 }, () => budget.charge(db, caller, 3)),
    )) as BudgetState[];
    // The first goes alone, the seven that waited for it as one.
    expect(statements).toHaveBeenCalledTimes(2);
    expect(states.every((s) => s.charged && s.limit === 100)).toBe(true);
    // Each reports the usage after its own charge, as if they had gone in order.
    expect(states.map((s) => s.used).sort((a, b) => a - b)).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
    expect(new Set(states.map((s) => s.resetAt)).size).toBe(1);
    expect(await storedUsed(caller)).toBe(24);
  });

  test('that do not all fit are charged one by one: those that fit, in order', async () => {
    const budget = new GraphQLBudget({ perHour: 0, anonymousPerHour: 10 });
    const caller = newCaller();
    const db = () => poolDbOf(app.deps);
    const states = (await Promise.all(
      [4, 4, 4, 1, 5].map((cost) => budget.charge(db, caller, cost)),
    )) as BudgetState[];
    // 4 alone; then 4+4+1+5 = 14 does not fit 6 left: 4 (8), 4 refused, 1 (9), 5 refused.
    expect(states.map((s) => [s.charged, s.used])).toEqual([
      [true, 4],
      [true, 8],
      [false, 8],
      [true, 9],
      [false, 9],
    ]);
    expect(await storedUsed(caller)).toBe(9);
  });

  test('a refund goes with the next statement, batched or not', async () => {
    const budget = new GraphQLBudget({ perHour: 0, anonymousPerHour: 100 });
    const caller = newCaller();
    const db = () => poolDbOf(app.deps);
    const first = (await budget.charge(db, caller, 10)) as BudgetState;
    budget.refund(caller, first, 6);
    expect(first.used).toBe(4);
    const states = (await Promise.all(
      [1, 2, 3].map((c) => budget.charge(db, caller, c)),
    )) as BudgetState[];
    expect(states.map((s) => s.used).sort((a, b) => a - b)).toEqual([5, 7, 10]);
    expect(await storedUsed(caller)).toBe(10);
  });

  test('different callers never wait for each other', async () => {
    const budget = new GraphQLBudget({ perHour: 0, anonymousPerHour: 100 });
    const [a, b] = [newCaller(), newCaller()];
    const db = () => poolDbOf(app.deps);
    const statements = jest.spyOn(app.deps.pools.read, 'rows');
    const [sa, sb] = (await Promise.all([
      budget.charge(db, a, 5),
      budget.charge(db, b, 7),
    ])) as BudgetState[];
    expect(statements).toHaveBeenCalledTimes(2);
    expect([sa.used, sb.used]).toEqual([5, 7]);
  });
});
