import type { ReactElement } from 'react';
import { LEGAL_EFFECTIVE_DATE } from './dates';
import { MailLink } from './MailLink';
import type { LegalContact } from './types';

/** The Privacy Policy. The page shell supplies the h1 and the "Last updated" line. */
export function PrivacyContent({ contact }: { contact: LegalContact }): ReactElement {
  const { appName, operatorName, privacyEmail, supportEmail } = contact;
  return (
    <>
      <section>
        <h2>Who we are</h2>
        <p>
          {appName} is run by {operatorName}, an independent ministry company. We are not affiliated with, or endorsed
          by, the Catholic Church, any diocese or any parish. {operatorName} is responsible for your personal
          information (under the GDPR, we are the “controller”).
        </p>
        <p>
          This policy explains what we collect when you use {appName}, why, and the choices you have. It applies from{' '}
          {LEGAL_EFFECTIVE_DATE}. It is written to meet the Australian Privacy Act 1988 and its Australian Privacy
          Principles, the EU and UK General Data Protection Regulation (GDPR), and the California Consumer Privacy Act
          as amended by the California Privacy Rights Act (CCPA/CPRA).
        </p>
      </section>

      <section>
        <h2>What we collect</h2>
        <h3>Your account</h3>
        <p>
          Your email address and your sign-in identity. You can sign in with an email and password or with Google. If
          you choose Google, we receive your email address and an account identifier from Google, never your Google
          password. We never store any password in readable form. We also note whether you have finished onboarding and
          how often you sign in, and we record the consents you give when you sign up: which version of the Terms of Use
          and of this policy you accepted, your consent to our processing what you share about your faith, and when.
        </p>

        <h3>Your profile, if you choose to give it</h3>
        <p>
          During onboarding and in Settings you can tell us your name, year of birth, gender, life stage, spiritual
          maturity and faith goals, and choose your companion, a light or dark theme and a response style. Apart from
          confirming your age and choosing a companion, every question can be skipped, and the name does not have to be
          your real one. The companion uses them to speak to your situation. An age under 16 is not accepted, and
          nothing given with it is kept.
        </p>

        <h3>Your conversations and prayers</h3>
        <p>
          What you write in Ask, the intentions you bring to Knock, the readings you open in Seek, and the replies and
          suggestions the companion writes back.
        </p>

        <h3>Reactions and flags</h3>
        <p>
          When you heart, copy, share or flag a reply, we record the reaction with the reply and your account. Flags
          help us find replies that were wrong or unsafe.
        </p>

        <h3>Pastoral memory</h3>
        <p>
          So the companion can remember what matters to you, we keep a short note of themes from your past
          conversations, for example that you are grieving or preparing for marriage. It is not a transcript. You can
          clear it at any time in Settings, under Privacy &amp; Security.
        </p>

        <h3>Voice input</h3>
        <p>
          If you use the microphone, your recording is transcribed into the text field. We use it only for that and do
          not keep it afterwards. The text goes no further until you choose to send it.
        </p>

        <h3>Donations</h3>
        <p>
          Payments are handled by our payment processor, Stripe. We never see or store your card number. We keep a
          record of each gift: the amount, the date, whether it is recurring, and Stripe’s reference for it, linked to
          your account. Stripe handles your payment details under its own privacy policy.
        </p>

        <h3>Notifications</h3>
        <p>
          If you turn on notifications, your browser gives us a push subscription, an address for its push service. We
          use it only to send you notifications. You can turn them off at any time in your browser or device settings.
        </p>

        <h3>Waitlist</h3>
        <p>
          If signups are closed and you ask to be notified, we keep your email address so we can tell you when a place
          opens.
        </p>

        <h3>Technical logs and analytics</h3>
        <p>
          When your device talks to our servers, we log basic technical information, such as the time, what was
          requested, your IP address, your browser type and a request id. We use these logs for security and
          reliability, such as spotting abuse and fixing faults.
        </p>
        <p>
          We may also collect app analytics, such as which screens are opened, to improve the app. You can opt out in
          Settings, under Privacy &amp; Security.
        </p>

        <h3>On your device</h3>
        <p>
          The app keeps a few things in your browser’s storage: your theme, your sign-in token, a note of the welcome
          and install prompts you have seen, and a copy of the day’s readings and reflections. Logging out clears them.
          We use no advertising or cross-site tracking cookies.
        </p>
      </section>

      <section>
        <h2>Why we use it</h2>
        <ul>
          <li>
            <strong>To provide the companion:</strong> your account, conversations, prayers, reflections and recent
            history.
          </li>
          <li>
            <strong>To personalise it:</strong> your profile, companion, response style and pastoral memory shape the
            replies.
          </li>
          <li>
            <strong>For safety:</strong> to point you to help when a message suggests you may be in danger, and to
            review flagged replies.
          </li>
          <li>
            <strong>For security and reliability:</strong> to protect accounts, prevent abuse and fix faults.
          </li>
          <li>
            <strong>For donations:</strong> to process gifts and keep the records the law requires.
          </li>
        </ul>
        <p>
          Under the GDPR, our lawful bases are: our contract with you, to run your account and its features; your
          explicit consent, for sensitive information and your optional profile; our legitimate interests in a safe,
          secure and working service, for logs, flags and analytics, which you can object to; and legal obligation, for
          donation records.
        </p>
      </section>

      <section>
        <h2>Sensitive information</h2>
        <p>
          Using a Catholic app can reveal your religious beliefs, and what you write may touch on your health or other
          private matters. Privacy laws protect this information specially. We use it only to provide the service, and
          only with your explicit consent, which you give at sign-up by ticking its own box, separate from accepting the
          Terms of Use and this policy; no account is created without it. You choose what to share. You can withdraw
          consent by clearing your history and memory or by deleting your account. Please share only what you are
          comfortable sharing.
        </p>
      </section>

      <section>
        <h2>How the AI uses your messages</h2>
        <p>
          To write a reply, we send your message, recent parts of the conversation, your profile, companion, response
          style and pastoral memory to an AI model. We may use a third-party provider, such as OpenAI, which processes
          this on our behalf, or run a model ourselves. Voice recordings are transcribed in the same way. A third-party
          provider may keep data for a limited time under its own terms, for example to detect abuse.
        </p>
        <p>
          The companion is an AI, never a priest. Its replies can be wrong. Do not rely on it for medical, legal,
          financial or crisis help. We make no automated decisions about you that have legal or similarly significant
          effects.
        </p>
      </section>

      <section>
        <h2>Who we share it with</h2>
        <p>
          We never sell or rent your personal information or use it for advertising. We share it only with service
          providers who help us run {appName}, and only as far as they need:
        </p>
        <ul>
          <li>the AI model provider that writes replies and transcribes voice;</li>
          <li>the companies that host our servers and database;</li>
          <li>our sign-in provider, and Google if you sign in with Google;</li>
          <li>Stripe, for donations;</li>
          <li>an email service, for password resets and waitlist notices;</li>
          <li>your browser’s push service, if you turn on notifications.</li>
        </ul>
        <p>
          We may also disclose information when the law requires it, or when we believe it is needed to protect
          someone’s life or safety. If the ministry ever passes to another organisation, we will tell you first, and
          this policy’s promises will go with your information.
        </p>
      </section>

      <section>
        <h2>How we protect it</h2>
        <p>
          Everything between your device and our servers is encrypted in transit with TLS. What you write in Ask and
          Knock, the companion’s replies, your pastoral memory and your personal Seek studies are encrypted at rest with
          AES-256, under a key of your own; deleting your account deletes that key. Access to our systems is limited to
          the people who need it. People at {operatorName} look at a conversation only when you flag a reply or ask us
          for help, when needed to keep the service safe and secure, or when the law requires it.
        </p>
        <p>
          No system is perfectly secure. If a data breach is likely to cause you serious harm, we will tell you and the
          regulators as the law requires.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>
            <strong>Chat data</strong> (your conversations in Ask, Knock and Seek) is deleted after 30 days, except your
            last 3 chat sessions, which we keep so you can return to them.
          </li>
          <li>
            <strong>Pastoral memory</strong> is kept until you clear it or delete your account.
          </li>
          <li>
            <strong>Your account, profile and the record of your consents</strong> are kept while you have an account.
          </li>
          <li>
            <strong>Voice recordings</strong> are not kept after transcription.
          </li>
          <li>
            <strong>Records of the emails we send you</strong> are deleted after 7 days, and a password reset link is
            not kept once it has been sent.
          </li>
          <li>
            <strong>Donation records</strong> are kept as long as tax and accounting laws require, even after an account
            is deleted.
          </li>
          <li>
            <strong>Technical logs</strong> are kept only as long as needed for security and reliability.
          </li>
          <li>
            <strong>Waitlist emails</strong> are kept until we tell you a place is open, or you ask us to remove yours.
          </li>
        </ul>
      </section>

      <section>
        <h2>Your choices and rights</h2>
        <p>
          In Settings you can change your profile, clear your chat history, clear your pastoral memory, opt out of
          sharing app analytics, download a copy of your information, sign out on every device, and delete your account
          and its data, at any time.
        </p>
        <p>
          Write to <MailLink address={privacyEmail} /> to ask for a copy of your information, to correct it, to export
          it in a portable format, or to delete your account and its data. We may need to confirm your identity first.
          There is no charge, and we usually reply within 30 days.
        </p>

        <h3>If you live in the EU or the UK</h3>
        <p>
          You have the right to access, rectify and erase your data, to data portability, to restrict processing, to
          object to processing based on legitimate interests, and to withdraw consent at any time. You can also complain
          to the supervisory authority where you live or work; in the UK, that is the Information Commissioner’s Office.
        </p>

        <h3>If you live in California</h3>
        <p>
          You have the right to know what personal information we collect and how we use it, and to have it corrected or
          deleted. The categories we collect are those described above. We use sensitive personal information only to
          provide the service. We do not sell or share personal information, as the CCPA defines those words. We will
          not treat you differently for using your rights, and you may use an authorised agent.
        </p>

        <h3>If you live in Australia</h3>
        <p>
          You can ask to access and correct your information under the Australian Privacy Principles. If you have a
          complaint, please write to us first; we will respond within 30 days. If you are not satisfied, you can
          complain to the Office of the Australian Information Commissioner (OAIC).
        </p>
      </section>

      <section>
        <h2>International transfers</h2>
        <p>
          We and our providers may process your information in Australia, the United States and other countries whose
          privacy laws differ from yours. When personal information leaves the EU, the UK or Australia, we take the
          steps the law requires to protect it, such as standard contractual clauses.
        </p>
      </section>

      <section>
        <h2>Children</h2>
        <p>
          {appName} is not for anyone under 16, and we do not knowingly collect information from anyone under 16. You
          confirm your age when you sign up, in the box where you accept the Terms of Use and this policy. If you give
          an age under 16 in onboarding or Settings, it is not saved, and the app points you to people and places meant
          for young people. If we learn that an account belongs to someone under 16, we delete it. If you think this has
          happened, please write to <MailLink address={privacyEmail} />.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>
          If we change this policy, we will update the date at the top. If a change is significant, we will tell you in
          the app or by email before it takes effect.
        </p>
      </section>

      <section>
        <h2>Governing law</h2>
        <p>
          This policy is governed by the laws of New South Wales, Australia, and the courts of New South Wales have
          jurisdiction over disputes about it. This does not take away any right you have under the privacy laws where
          you live.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          For anything about your privacy, write to <MailLink address={privacyEmail} />. For anything else, write to{' '}
          <MailLink address={supportEmail} />.
        </p>
      </section>
    </>
  );
}
