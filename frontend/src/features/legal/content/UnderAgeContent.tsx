import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { CRISIS_LINES_PATH } from '../../../lib/safety';
import type { LegalContact } from './types';

function ExternalLink({ href, children }: { href: string; children: string }): ReactElement {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * What a person under 16 reads when they tell us their age: warm, never scolding, and
 * pointing to people and places meant for them. The page shell supplies the h1.
 * signedIn: their account is still there, and they can delete it.
 */
export function UnderAgeContent({ contact, signedIn }: { contact: LegalContact; signedIn: boolean }): ReactElement {
  const { appName } = contact;
  return (
    <>
      <section>
        <p>
          Thank you for wanting to pray and to come to know God better. That wish is a gift, and God is close to you in
          it, at every age.
        </p>
        <p>
          {appName} is made for people aged 16 and over, so we cannot go on together just yet. If you told us your age,
          we have not saved it, or anything you gave with it.
        </p>
        {signedIn && (
          <p>
            You, or a parent, can delete your account and everything in it now, in{' '}
            <Link to="/settings/privacy">Settings, under Privacy &amp; Security</Link>.
          </p>
        )}
      </section>

      <section>
        <h2>Someone to talk with</h2>
        <p>
          A parent, a priest, or another adult you trust is the best companion for your questions and your prayer. Your
          parish may have a youth group, and your school may have a chaplain who would be glad to help.
        </p>
      </section>

      <section>
        <h2>Prayer and faith for young people</h2>
        <ul>
          <li>
            <ExternalLink href="https://www.youcat.org">YOUCAT</ExternalLink>, the Youth Catechism: the Catholic faith
            explained for young people, with prayers to learn and to make your own.
          </li>
          <li>
            <ExternalLink href="https://lifeteen.com">Life Teen</ExternalLink>: Catholic prayer, videos and events made
            for teenagers, often through a parish near you.
          </li>
          <li>Your parish: Mass, the sacrament of Reconciliation and its young people are there for you.</li>
        </ul>
        <p>
          If something is weighing on you right now, you do not have to carry it alone:{' '}
          <Link to={CRISIS_LINES_PATH}>free, confidential crisis lines</Link> are there for young people too.
        </p>
        <p>We hope to welcome you when you are 16.</p>
      </section>
    </>
  );
}
