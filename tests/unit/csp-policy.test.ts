import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {headersFile} from '../../src/plugins/hosting/netlify';
import {securityHeaders} from '../../src/plugins/hosting/headers';
import {inlineScripts, policyDirectives, scriptHash, serializePolicy, withPolicyMeta} from '../../src/plugins/csp/policy';

describe('8 CSP policy (src/plugins/csp)', () => {
  it('8 CSP: collects inline executable scripts only, with their exact text', () => {
    const html =
      '<html><head><meta charset=UTF-8><script src=/a.js defer></script><script type=application/ld+json>{"a":1}</script>' +
      '<script data-rh=true>document.x=1</script></head><body><script>\n!function(){}()\n</script><script type="module">m()</script></body></html>';
    expect(inlineScripts(html)).toEqual(['document.x=1', '\n!function(){}()\n', 'm()']);
  });

  it('8 CSP: hashes are the base64 sha256 of the script text, as browsers compute them', () => {
    const text = 'alert(1)';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('8 CSP: script-src allows self and the hashes only; no unsafe-inline or unsafe-eval for scripts', () => {
    const policy = serializePolicy(policyDirectives({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"]}));
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).not.toContain('frame-ancestors');
  });

  it('8 CSP: the meta tag goes right after <meta charset>, before any script, and is replaced on a second run', () => {
    const html = '<!doctype html><html><head><meta charset=UTF-8><script>x()</script></head><body></body></html>';
    const once = withPolicyMeta(html, "default-src 'self'");
    expect(once).toMatch(
      /^<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'" data-csp="build"><script>/,
    );
    expect(withPolicyMeta(once, "default-src 'none'").match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('8 CSP: the _headers file applies the policy to every path', () => {
    expect(headersFile({headers: securityHeaders("default-src 'self'"), pages: []})).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'\n",
    );
  });

  it('issue 27: connect-src allows a loopback emulator on any port, and the headers name hid in a Permissions-Policy', () => {
    const connect = policyDirectives({scriptHashes: []}).find(([name]) => name === 'connect-src')![1];
    expect(connect).toEqual(["'self'", 'http://127.0.0.1:*', 'http://localhost:*']);
    expect(headersFile({headers: securityHeaders("default-src 'self'"), pages: []})).toContain('\n  Permissions-Policy: hid=(self)\n');
  });
});
