import { useSendFeedbackMutation } from '../../__generated__/operations/SendFeedback';
import { MessageForm } from './MessageForm';
import { FormCard, SupportPageFrame } from './SupportPageFrame';

export const FEEDBACK_SENT = 'Thank you for your feedback!';

/** Send Feedback (/profile/feedback): name, email and message, kept by the store and copied to its mailbox. */
export default function FeedbackPage() {
  const [sendFeedback] = useSendFeedbackMutation();
  return (
    <SupportPageFrame
      title="Send Feedback"
      intro="Tell us what you liked, and what we could do better. Every message is read by our team."
    >
      <FormCard>
        <MessageForm
          formLabel="Send Feedback"
          textLabel="Message"
          textField="message"
          submitLabel="Send Feedback"
          send={async ({ name, email, text }) => {
            const { data } = await sendFeedback({ variables: { input: { name, email, message: text } } });
            return data?.sendFeedback.message || FEEDBACK_SENT;
          }}
        />
      </FormCard>
    </SupportPageFrame>
  );
}
