import type { ReactElement } from 'react';
import { LEGAL_EFFECTIVE_DATE } from './dates';
import { MailLink } from './MailLink';
import type { LegalContact } from './types';

/** The Terms of Use. The page shell supplies the h1 and the "Last updated" line. */
export function TermsContent({ contact }: { contact: LegalContact }): ReactElement {
  const { appName, operatorName, privacyEmail, supportEmail } = contact;
  return (
    <>
      <section>
        <h2>Agreeing to these terms</h2>
        <p>
          These terms are an agreement between you and {operatorName}, the independent ministry company that runs{' '}
          {appName}. They apply from {LEGAL_EFFECTIVE_DATE}. When you create an account, you accept them by ticking the
          box that says so, and we record which version you accepted and when; by using {appName} without an account,
          you agree to them too. If you do not agree, please do not use the service.
        </p>
        <p>
          Our Privacy Policy explains how we handle your personal information. Please read it alongside these terms.
        </p>
      </section>

      <section>
        <h2>Who can use {appName}</h2>
        <p>
          You must be 16 or older. {appName} is not for anyone under 16. You confirm your age when you sign up, in the
          same box as these terms, and an age under 16 given in the app is not accepted. If we learn that an account
          belongs to someone under 16, we will close it and delete its data.
        </p>
      </section>

      <section>
        <h2>What {appName} is</h2>
        <p>
          {appName} is an AI companion for reflection and prayer, made for Catholics. In Ask you can talk with a
          companion you choose; in Seek, Today’s Word shows the day’s Mass readings and saint or feast with AI
          reflections; in Knock, a prayer is formed from your intention.
        </p>
        <p>{operatorName} is not affiliated with, or endorsed by, the Catholic Church, any diocese or any parish.</p>
      </section>

      <section>
        <h2>What {appName} is not</h2>
        <p>Please read this part carefully.</p>
        <ul>
          <li>
            <strong>The companion is an AI, not a priest.</strong> It is not a person, not a saint and not ordained.
          </li>
          <li>
            <strong>It is not the sacrament of confession.</strong> It cannot hear your confession or give absolution.
            For that, please go to a priest.
          </li>
          <li>
            <strong>It is not spiritual direction</strong> by an ordained minister or a trained director.
          </li>
          <li>
            <strong>It is not medical, mental-health, legal or financial advice,</strong> and it is not a substitute for
            a doctor, counsellor or other professional.
          </li>
          <li>
            <strong>It may be wrong.</strong> AI replies can contain mistakes, including about Scripture and Church
            teaching. Check what matters against the Catechism of the Catholic Church and with your parish.
          </li>
        </ul>
      </section>

      <section>
        <h2>If you are in crisis</h2>
        <p>
          If you are in danger, or thinking about harming yourself or someone else, please contact your local emergency
          services or a crisis line now. For example, call 000 or Lifeline on 13 11 14 in Australia, 911 or 988 in the
          United States, 999 or Samaritans on 116 123 in the UK, or 112 in the European Union. The companion will try to
          point you to help when a message suggests you are in crisis, but it can miss the signs, and it cannot call
          anyone for you.
        </p>
      </section>

      <section>
        <h2>Your account</h2>
        <p>
          Please give a true email address, keep your password private, and tell us at{' '}
          <MailLink address={supportEmail} /> if you think someone else has used your account. You are responsible for
          what happens under your account unless it was caused by our failure. One account is for one person.
        </p>
      </section>

      <section>
        <h2>Using {appName} well</h2>
        <p>Please use {appName} with the same respect you would bring to a church. You agree not to:</p>
        <ul>
          <li>break the law, or use the service to harm, harass, threaten or deceive anyone;</li>
          <li>submit other people’s private information without their permission;</li>
          <li>
            try to make the companion produce harmful, hateful, sexual or unlawful content, or get around its
            safeguards;
          </li>
          <li>present the companion’s replies as the words of a priest, a saint or the Church;</li>
          <li>access another person’s account, or probe, disrupt or overload our systems;</li>
          <li>
            copy, scrape or access the service by automated means, or reverse engineer it, except where the law allows;
          </li>
          <li>resell the service or use it to build a competing product.</li>
        </ul>
      </section>

      <section>
        <h2>What you write</h2>
        <p>
          What you write in {appName} stays yours. You give {operatorName} a worldwide, non-exclusive, royalty-free
          licence to store, process and transmit it, including sending it to our AI model provider, only as needed to
          provide the service to you and keep it safe. The licence ends when the content is deleted, under our Privacy
          Policy or at your request.
        </p>
        <p>
          You can use the companion’s replies and prayers for your own prayer and personal use, and share them if you
          wish. Other people may receive similar replies.
        </p>
      </section>

      <section>
        <h2>Scripture and liturgical content</h2>
        <p>
          Today’s Word shows the day’s readings by their Scripture reference, with links to official sources where you
          can read the full text. Translations of Scripture and liturgical texts belong to their copyright holders. The
          reflections beside them are written by AI and are not official Church teaching. The liturgical calendar can
          differ between countries, so for the readings of the day where you live, please check with your parish or
          bishops’ conference.
        </p>
      </section>

      <section>
        <h2>Donations</h2>
        <p>{appName} is free. Donations help keep it running, and they are always voluntary.</p>
        <ul>
          <li>Payments are processed by Stripe. We never see your card number.</li>
          <li>
            You receive no goods or services in return for a gift. Your gift supports the ministry as a whole, and we
            decide how it is used.
          </li>
          <li>
            Donations are non-refundable, except where the law requires a refund or a gift was made in error, such as a
            wrong amount or a duplicate charge. If that happens, please write to <MailLink address={supportEmail} />{' '}
            promptly.
          </li>
          <li>
            You can cancel a recurring gift at any time by writing to <MailLink address={supportEmail} />. Cancelling
            stops future payments.
          </li>
          <li>Donations are not tax-deductible unless we tell you otherwise in writing at the time of your gift.</li>
        </ul>
      </section>

      <section>
        <h2>Beta status and availability</h2>
        <p>
          {appName} is in beta. Features may change, pause or be withdrawn, and there may be interruptions or errors. We
          cannot promise the service will always be available. To keep it working well, we may cap signups in phases; if
          signups are closed, you can join a waitlist. If we ever close {appName} for good, we will give you reasonable
          notice where we can and stop any recurring donations.
        </p>
      </section>

      <section>
        <h2>Our intellectual property</h2>
        <p>
          {appName}, its design, software, companion personas, illustrations and text belong to {operatorName} or our
          licensors. We give you a personal, non-transferable permission to use the app under these terms. Our name and
          logo may not be used without our permission.
        </p>
      </section>

      <section>
        <h2>Other services</h2>
        <p>
          {appName} relies on other services, such as Google for sign-in and Stripe for donations, and links to outside
          sites for the readings. Their own terms apply to what they provide, and we are not responsible for outside
          sites.
        </p>
      </section>

      <section>
        <h2>Disclaimers</h2>
        <p>
          Nothing in these terms excludes, restricts or changes any consumer guarantee, right or remedy you have under
          the Australian Consumer Law or any other law that cannot be excluded. This includes the guarantee that
          services are provided with due care and skill.
        </p>
        <p>
          Apart from those rights, and to the extent the law allows, {appName} is provided “as is”. We do not promise
          that the companion’s replies are accurate, complete or suitable for your situation, or that the service will
          be uninterrupted or free of errors.
        </p>
      </section>

      <section>
        <h2>Limits on our liability</h2>
        <p>
          To the extent the law allows, including the Australian Consumer Law, {operatorName} is not liable for any
          indirect or consequential loss, or for loss arising from relying on the companion’s replies in place of
          professional, pastoral or emergency help. Nothing in these terms limits liability for death or personal injury
          caused by our negligence, for fraud, or for anything else that cannot lawfully be limited.
        </p>
      </section>

      <section>
        <h2>Ending your use</h2>
        <p>
          You can stop using {appName} at any time, and delete your account yourself in Settings, under Privacy &amp;
          Security, or ask us to by writing to <MailLink address={privacyEmail} />. We may suspend or close an account
          that breaks these terms or puts others or the service at risk. Where it is reasonable, we will tell you why
          first. The sections on what you write, donations, disclaimers, liability and governing law continue after your
          use ends.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          We may update these terms as {appName} grows. If we do, we will change the date at the top. If a change is
          significant, we will tell you in the app or by email before it takes effect. If you keep using {appName} after
          that, the new terms apply. If you do not agree, you can stop using it and ask us to delete your account.
        </p>
      </section>

      <section>
        <h2>Governing law</h2>
        <p>
          These terms are governed by the laws of New South Wales, Australia, and the courts of New South Wales have
          jurisdiction over any dispute about them. This does not take away any protection you have under the mandatory
          consumer laws of the country where you live.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          For help or questions about these terms, write to <MailLink address={supportEmail} />. For privacy questions,
          write to <MailLink address={privacyEmail} />.
        </p>
      </section>
    </>
  );
}
