import type { ReactElement } from 'react';
import { CrisisLinesSection } from './CrisisLinesSection';
import { MailLink } from './MailLink';
import type { LegalContact } from './types';

/** The crisis protocol: what the app does when someone may be at risk. The page shell supplies the h1. */
export function SafetyContent({ contact }: { contact: LegalContact }): ReactElement {
  const { appName, supportEmail } = contact;
  return (
    <>
      <CrisisLinesSection />

      <section>
        <h2>When a message suggests risk</h2>
        <ul>
          <li>
            Each message is read together with the earlier messages of its conversation, so a short answer such as “yes”
            or “tonight” is understood in context. {appName} looks for signs of suicide, self-harm, abuse and danger to
            others in English, Spanish, Portuguese, Italian, French, German, Polish, Tagalog and Vietnamese.
          </li>
          <li>
            On a sign of risk, the reply begins, before anything else, with caring words and the crisis lines of your
            country, worked out from your browser’s language region (en-GB means the United Kingdom), and with
            findahelpline.com for every other country.
          </li>
          <li>
            For the rest of that conversation, a “Crisis lines” button stays in view at the bottom of the screen, in Ask
            and in Knock.
          </li>
          <li>
            Where {appName} uses an AI model, the model is also asked whether your message suggests risk, while it
            writes. Its answer can add the crisis lines where the app’s own check heard nothing; it can never take them
            away.
          </li>
          <li>
            When an AI model writes the rest of the reply, it is told that you may be at risk and that the lines have
            been given, and what it must not do: mention methods, means or doses, promise secrecy, doubt your pain, or
            suggest you face it alone or wait it out.
          </li>
        </ul>
      </section>

      <section>
        <h2>Every word checked</h2>
        <p>
          Everything an AI model writes (replies, suggested replies, prayers, and Seek’s reflections and studies) is
          checked before it reaches you or is stored. A sentence is replaced if it gives absolution, claims to be a
          priest, a saint or a human, encourages self-harm or suicide, describes methods, urges secrecy, minimises
          abuse, or tells you to stop a prescribed medication.
        </p>
      </section>

      <section>
        <h2>What we count</h2>
        <p>
          We count how many times a day the app gives crisis lines, and how many sentences written by a model it
          stopped. These are numbers only: no words from any message, and nothing that identifies you. The laws on
          companion chatbots ask for these figures each year.
        </p>
      </section>

      <section>
        <h2>An AI, and said plainly</h2>
        <p>
          The companion is an AI, not a person, a priest or a saint. Every conversation in Ask and Knock begins by
          saying so, and says it again after every 3 hours of continued use. Prayers, reflections and studies written by
          AI are labelled “Written by AI”.
        </p>
      </section>

      <section>
        <h2>What the app cannot do</h2>
        <p>
          {appName} is not a crisis service, a counsellor or a doctor. It cannot call anyone or send help, it does not
          watch over you between messages, and it can miss signs of risk. If you or someone near you is in danger, call
          your local emergency number now.
        </p>
      </section>

      <section>
        <h2>Younger people</h2>
        <p>
          {appName} is for people aged 16 and over. The companion may not be suitable for some minors: an AI cannot know
          your life the way the people around you do. If you are under 18, please talk with a parent or another adult
          you trust about using it, and about anything that weighs on you.
        </p>
      </section>

      <section>
        <h2>Why, and for whom</h2>
        <p>
          California’s law on companion chatbots (SB 243), New York’s General Business Law article 47 and the EU AI
          Act’s transparency rules ask for these safeguards. We keep them for everyone, everywhere. If you see the
          companion get any of this wrong, please flag the reply or write to <MailLink address={supportEmail} />.
        </p>
      </section>
    </>
  );
}
