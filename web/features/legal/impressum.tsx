import type { Lang } from "@shared/contract/common.ts";
import { addressLines, restaurant } from "@shared/restaurant.ts";

const { legal } = restaurant;

/** The provider's postal address, as § 5 Abs. 1 Nr. 1 DDG asks ("ladungsfähige Anschrift"). */
function PostalAddress({ country }: { country: string }) {
  return (
    <address>
      {legal.operator}
      <br />
      {addressLines[0]}
      <br />
      {addressLines[1]}
      <br />
      {country}
    </address>
  );
}

function Contact({ phone, email }: { phone: string; email: string }) {
  return (
    <p>
      {phone}: <a href={restaurant.phone.href}>{restaurant.phone.display}</a>
      <br />
      {email}: <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
    </p>
  );
}

/**
 * Legal notice under § 5 DDG, filled from shared/restaurant.ts (the business identification
 * number, § 5 Abs. 1 Nr. 6 DDG, only once one is set there). The German text is the binding
 * one; the English text translates it.
 */
export function Impressum({ lang }: { lang: Lang }) {
  return lang === "de" ? <ImpressumDe /> : <ImpressumEn />;
}

function ImpressumDe() {
  return (
    <>
      <h2>Angaben gemäß § 5 DDG</h2>
      <PostalAddress country="Deutschland" />
      <p>Rechtsform: {legal.legalForm.de}</p>

      <h3>Vertreten durch</h3>
      <p>Geschäftsführung: {legal.representative}</p>

      <h3>Kontakt</h3>
      <Contact phone="Telefon" email="E-Mail" />

      <h3>Registereintrag</h3>
      <p>
        Eintragung im Handelsregister
        <br />
        Registergericht und Registernummer: {legal.register}
      </p>

      <h3>Umsatzsteuer-Identifikationsnummer</h3>
      <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {legal.vatId}</p>

      {legal.economicId && (
        <>
          <h3>Wirtschafts-Identifikationsnummer</h3>
          <p>Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: {legal.economicId}</p>
        </>
      )}

      <h3>Zuständige Aufsichtsbehörde</h3>
      <p>{legal.supervisoryAuthority} (Gaststättenrecht)</p>

      <h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
      <p>
        {legal.contentResponsible}, {addressLines.join(", ")}
      </p>

      <h2>Verbraucherstreitbeilegung</h2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz – VSBG).
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Diese Website verweist auf Angebote anderer Anbieter: die Online-Bestellung,
        Tischreservierung und Gutscheine ({restaurant.orderingProvider.name}) sowie OpenStreetMap.
        Für deren Inhalte ist allein der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der
        Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt, entfernen wir
        den betreffenden Link umgehend.
      </p>
    </>
  );
}

function ImpressumEn() {
  return (
    <>
      <h2>Information under § 5 DDG (German Digital Services Act)</h2>
      <PostalAddress country="Germany" />
      <p>Legal form: {legal.legalForm.en}</p>

      <h3>Represented by</h3>
      <p>Managing director: {legal.representative}</p>

      <h3>Contact</h3>
      <Contact phone="Phone" email="E-mail" />

      <h3>Commercial register</h3>
      <p>
        Entered in the commercial register (Handelsregister)
        <br />
        Register court and number: {legal.register}
      </p>

      <h3>VAT identification number</h3>
      <p>VAT identification number under § 27a of the German VAT Act (UStG): {legal.vatId}</p>

      {legal.economicId && (
        <>
          <h3>Business identification number</h3>
          <p>
            Business identification number (Wirtschafts-Identifikationsnummer) under § 139c of the
            German Fiscal Code (AO): {legal.economicId}
          </p>
        </>
      )}

      <h3>Supervisory authority</h3>
      <p>{legal.supervisoryAuthority} (public authority for restaurant licensing)</p>

      <h3>Responsible for the content under § 18 (2) MStV (German Interstate Media Treaty)</h3>
      <p>
        {legal.contentResponsible}, {addressLines.join(", ")}
      </p>

      <h2>Consumer dispute resolution</h2>
      <p>
        We are neither willing nor obliged to take part in dispute resolution proceedings before a
        consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG).
      </p>

      <h2>Liability for links</h2>
      <p>
        This website links to services of other providers: online ordering, table reservations and
        vouchers ({restaurant.orderingProvider.name}) and OpenStreetMap. Their content is the sole
        responsibility of the respective provider. No infringements were apparent when the links
        were set; should we learn of any, we will remove the link at once.
      </p>
    </>
  );
}
