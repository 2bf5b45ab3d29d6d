export {default} from '@site/src/components/pages/AssistantsGuide';
