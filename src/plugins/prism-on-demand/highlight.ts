/**
 * prism-react-renderer 2.4.1's Highlight, as a hook (MIT, Formidable Labs: src/components/highlight.ts,
 * useTokenize.ts, useGetLineProps.ts, useGetTokenProps.ts, src/utils/themeToDict.ts and
 * normalizeTokens.ts). Ported because importing anything from that package evaluates its bundled
 * Prism with all its grammars; here the Prism instance is the language's own (./registry.ts), and
 * the props and tokens are the same as the original's (tests/unit/prism-on-demand.test.ts renders
 * both). Only types come from prism-react-renderer.
 */
import {useCallback, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, PrismTheme, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

/** The part of a Prism instance the highlighter uses (prismjs's core). */
export type PrismInstance = {
  languages: Record<string, unknown>;
  tokenize: (code: string, grammar: never) => (string | PrismToken)[];
  hooks: {run: (name: string, env: Record<string, unknown>) => void};
};
type PrismToken = {type: string; alias?: string | string[]; content: string | PrismToken | (string | PrismToken)[]};
type ThemeDict = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

export function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const {plain} = theme;
  const dict = theme.styles.reduce<Record<string, CSSProperties>>((acc, {languages, style, types}) => {
    if (languages && !languages.includes(language)) return acc;
    for (const type of types) acc[type] = {...acc[type], ...style};
    return acc;
  }, {}) as ThemeDict;
  dict.root = plain as CSSProperties;
  dict.plain = {...plain, backgroundColor: undefined} as CSSProperties;
  return dict;
}

const newlineRe = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

const appendTypes = (types: string[], add: string | string[]): string[] =>
  types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);

/** Prism's nested token stream as lines of flat tokens, each with the types of its enclosing tokens. */
export function normalizeTokens(tokens: (string | PrismToken)[]): Token[][] {
  const typeArrStack: string[][] = [[]];
  const tokenArrStack = [tokens];
  const tokenArrIndexStack = [0];
  const tokenArrSizeStack = [tokens.length];
  let i = 0;
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const acc = [currentLine];
  while (stackIndex > -1) {
    while ((i = tokenArrIndexStack[stackIndex]++) < tokenArrSizeStack[stackIndex]) {
      let content: PrismToken['content'];
      let types = typeArrStack[stackIndex];
      const token = tokenArrStack[stackIndex][i];
      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        // As the original: a content that is a single token (no length) is skipped.
        const nested = content as (string | PrismToken)[];
        stackIndex++;
        typeArrStack.push(types);
        tokenArrStack.push(nested);
        tokenArrIndexStack.push(0);
        tokenArrSizeStack.push(nested.length);
        continue;
      }
      const split = content.split(newlineRe);
      currentLine.push({types, content: split[0]});
      for (let n = 1; n < split.length; n++) {
        normalizeEmptyLines(currentLine);
        acc.push((currentLine = []));
        currentLine.push({types, content: split[n]});
      }
    }
    stackIndex--;
    typeArrStack.pop();
    tokenArrStack.pop();
    tokenArrIndexStack.pop();
    tokenArrSizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return acc;
}

/** Lines of tokens for `code`; plain text when the language has no grammar. */
export function tokenize(prism: PrismInstance | undefined, code: string, language: string): Token[][] {
  const grammar = prism?.languages[language];
  if (!prism || grammar == null) return normalizeTokens([code]);
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar as never);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as (string | PrismToken)[]);
}

export type Highlighted = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (props: LineInputProps) => LineOutputProps;
  getTokenProps: (props: TokenInputProps) => TokenOutputProps;
};

export function useHighlight({
  prism,
  code,
  language: rawLanguage,
  theme,
}: {
  prism: PrismInstance | undefined;
  code: string;
  language: string;
  theme: PrismTheme;
}): Highlighted {
  const language = rawLanguage.toLowerCase();
  const dict = themeToDict(theme, language);
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      if (typeof dict === 'object' && 'plain' in dict) output.style = dict.plain;
      if (typeof style === 'object') output.style = {...(output.style || {}), ...style};
      return output;
    },
    [dict],
  );
  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (dict == null) return undefined;
      if (types.length === 1 && types[0] === 'plain') return empty != null ? {display: 'inline-block'} : undefined;
      if (types.length === 1 && empty != null) return dict[types[0]];
      return Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
    },
    [dict],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...(output.style || {}), ...style};
      return output;
    },
    [styleForToken],
  );
  const tokens = useMemo(() => tokenize(prism, code, language), [prism, code, language]);
  return {tokens, className: `prism-code language-${language}`, style: dict.root, getLineProps, getTokenProps};
}
