/**
 * @zondax/apdu-ui: the APDU builder and decoder, rendered by the site's APDU pages (src/components/mdx/ApduBuilder)
 * and by the MCP App frame of the APDU tools (app/). React and docs-core only: no Docusaurus, no site code.
 */
export {default as ApduBuilder, type ApduBuilderProps} from './ApduBuilder';
export {default as Decoded, FieldName, HexBytes} from './Decoded';
export {useApduBuilder, defaultOpening, type ApduBuilderModel, type BuilderOpening} from './useApduBuilder';
export {
  BuilderPartsProvider,
  plainParts,
  PlainCodeBlock,
  PlainTableScroll,
  plainCopyText,
  useBuilderParts,
  type BuilderParts,
  type CodeBlockProps,
  type TableScrollProps,
} from './parts';
export {default as builderStyles} from './styles.module.css';
