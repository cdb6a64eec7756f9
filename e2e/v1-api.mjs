// The REST calls the journeys make to set up their data (accounts, books) without a browser.
import assert from 'node:assert/strict';
import { appUrl } from './browser.mjs';

/** Calls `/api/v1<pathname>` and asserts a 2xx; answers the parsed JSON body (null when empty). */
export async function api(method, pathname, { token, json, form } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body = form;
  if (json) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(appUrl(`/api/v1${pathname}`), { method, headers, body });
  const text = await response.text();
  assert.ok(response.ok, `${method} /api/v1${pathname} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Signs `who` ({ firstName, lastName, username, email }) up; answers its token and user id. */
export async function signUpByApi(who, password) {
  const reply = await api('POST', '/users/signup', {
    json: { ...who, password, passwordConfirm: password },
  });
  assert.ok(reply.token, 'sign-up returns a token');
  return { token: reply.token, id: reply.data.user.id };
}
