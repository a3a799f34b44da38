import type { ComponentType } from 'react';
import type { ChatTakeOver } from './ChatWidget';
import type { ChatWidgetProps } from './chat-settings';

export type LoadedChatWidget = ComponentType<ChatWidgetProps & ChatTakeOver>;

let loading: Promise<LoadedChatWidget> | undefined;

/** The widget's code: its own chunk (some 68 KB as sent with its Chakra parts), fetched once, when first wanted. */
export const chatWidgetCode = {
  load(): Promise<LoadedChatWidget> {
    loading ??= import('./ChatWidget').then(
      (module) => module.ChatWidget,
      (error: unknown) => {
        loading = undefined; // a lost chunk is asked for again at the next sign of intent
        throw error;
      },
    );
    return loading;
  },
};
