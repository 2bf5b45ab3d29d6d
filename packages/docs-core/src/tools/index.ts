/**
 * Every assistant tool, in the order clients list them: one line per tool. A runtime registers this
 * list; nothing else names the tools (the docs-mcp README's table is checked against it).
 */
import {buildApduTool, decodeApduResponseTool, getApduSpecTool, statusWordTool} from './apdu';
import type {DocsTool, ToolShape} from './define';
import {getChainTool} from './getChain';
import {getPageTool} from './getPage';
import {reportDocProblemTool} from './reportProblem';
import {searchDocsTool} from './searchDocs';
import {diffMethodsTool, supportedMethodsTool} from './supportedMethods';

export const docsTools: ReadonlyArray<DocsTool<ToolShape>> = [
  searchDocsTool,
  getPageTool,
  getChainTool,
  getApduSpecTool,
  buildApduTool,
  decodeApduResponseTool,
  statusWordTool,
  supportedMethodsTool,
  diffMethodsTool,
  reportDocProblemTool,
];
