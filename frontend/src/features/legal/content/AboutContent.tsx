import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { MailLink } from './MailLink';
import type { LegalContact } from './types';
import { MINORS_NOTICE, SAFETY_PATH } from '../../../lib/safety';
import { SCRIPTURE, SCRIPTURE_VERSION } from '../../../lib/scripture';

/** The About page. The page shell supplies the h1. */
export function AboutContent({ contact, version }: { contact: LegalContact; version: string }): ReactElement {
  const { appName, operatorName, supportEmail, privacyEmail, publicUrl } = contact;
  return (
    <>
      <section>
        <h2>Why we made {appName}</h2>
        <p>
          <em>“{SCRIPTURE.askSeekKnock.text}”</em> ({SCRIPTURE.askSeekKnock.reference})
        </p>
        <p>
          Jesus’ invitation is simple, and it is for everyone. {appName} is a small, quiet place to take it up: at the
          end of a long day, in the middle of the night, in grief, in doubt, or on an ordinary morning.
        </p>
        <p>
          We made it to help you pray, to open the day’s readings, and to think through your faith with a patient
          companion. It is not meant to replace your parish, the sacraments or the people who walk with you. We hope it
          sends you back to them.
        </p>
      </section>

      <section>
        <h2>Ask, Seek, Knock</h2>
        <ul>
          <li>
            <strong>Ask</strong>: talk with the companion you choose about your faith, your questions and your life.
          </li>
          <li>
            <strong>Seek</strong>: Today’s Word brings you the day’s Mass readings and the saint or feast, with
            reflections to help you pray with them.
          </li>
          <li>
            <strong>Knock</strong>: bring an intention, and a prayer is formed from it for you to pray.
          </li>
        </ul>
      </section>

      <section>
        <h2>The companions</h2>
        <p>
          You can choose one of four companions. Each is an AI persona with its own voice. They are not the saints
          themselves and not real people, and nothing they write is a saint’s own words.
        </p>
        <ul>
          <li>
            <strong>Pio</strong>, inspired by St Pio of Pietrelcina.
          </li>
          <li>
            <strong>Thérèse</strong>, inspired by St Thérèse of Lisieux.
          </li>
          <li>
            <strong>Kim</strong>, a joyful youth leader.
          </li>
          <li>
            <strong>Dan</strong>, a father juggling faith, family and work.
          </li>
        </ul>
        <p>
          Every companion is an AI, never a priest. It cannot hear confession or give absolution, and it can be wrong.
          Please check what matters against the Catechism and with your parish.
        </p>
      </section>

      <section>
        <h2>Safety</h2>
        <p>
          If you are in crisis, contact your local emergency services or a crisis line straight away. Our{' '}
          <Link to={SAFETY_PATH}>safety and crisis help page</Link> lists crisis lines and says what {appName} does when
          a message suggests someone may be at risk.
        </p>
        <p>
          {appName} is for people aged 16 and over. {MINORS_NOTICE}
        </p>
      </section>

      <section>
        <h2>Free, and supported by gifts</h2>
        <p>
          {appName} is free to use, with no advertising, and we never sell your information. It is kept going by the
          donations of people who find it helpful. If you are able to give, thank you. If not, you are just as welcome.
        </p>
      </section>

      <section>
        <h2>Who we are</h2>
        <p>
          {appName} is run by {operatorName}, an independent ministry company. We are not part of the Church hierarchy,
          and we are not affiliated with, or endorsed by, the Catholic Church, any diocese or any parish. The companion
          does not speak for the Church.
        </p>
      </section>

      <section>
        <h2>Accessibility</h2>
        <p>
          We want everyone to be able to pray with {appName}. We aim to meet the Web Content Accessibility Guidelines
          (WCAG) 2.1 at level AA, in both the light and the dark theme. If something gets in your way, please write to{' '}
          <MailLink address={supportEmail} /> and tell us which screen it was, what happened, and the device and any
          assistive technology you use. We will work to fix it.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          For help, feedback or to report a problem, write to <MailLink address={supportEmail} />. For privacy
          questions, write to <MailLink address={privacyEmail} />. You can share {appName} with a friend at{' '}
          <a href={publicUrl}>{publicUrl}</a>.
        </p>
        <p>Version {version}</p>
        <p>Scripture quotations are from the {SCRIPTURE_VERSION}, which is in the public domain.</p>
      </section>
    </>
  );
}
