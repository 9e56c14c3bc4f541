import type { Lang } from "@shared/contract/common.ts";
import { addressLines } from "@shared/restaurant.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useLegalProfile } from "~/lib/profile/use-legal-profile";

/** The provider's postal address, as § 5 Abs. 1 Nr. 1 DDG asks ("ladungsfähige Anschrift"). */
function PostalAddress({ country }: { country: string }) {
  const { address } = useProfile();
  const legal = useLegalProfile();
  return (
    <address>
      {[legal.operator, ...addressLines(address), country].filter(Boolean).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function Contact({ phone: phoneLabel, email: emailLabel }: { phone: string; email: string }) {
  const { phone, contact } = useProfile();
  return (
    <p>
      {phone && (
        <span className="block">
          {phoneLabel}: <a href={phone.href}>{phone.display}</a>
        </span>
      )}
      {contact.email && (
        <span className="block">
          {emailLabel}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
      )}
    </p>
  );
}

/** Register court and number in one line, as the register names them. */
const registerOf = ({
  registerCourt,
  registerNumber,
}: {
  registerCourt: string;
  registerNumber: string;
}) => [registerCourt, registerNumber].filter(Boolean).join(", ");

/**
 * Legal notice under § 5 DDG, filled from the restaurant profile's legal data (an entry the
 * owner has left empty, like the business identification number, is left out). The German text is the binding
 * one; the English text translates it.
 */
export function Impressum({ lang }: { lang: Lang }) {
  return lang === "de" ? <ImpressumDe /> : <ImpressumEn />;
}

function ImpressumDe() {
  const { address, providers } = useProfile();
  const legal = useLegalProfile();
  return (
    <>
      <h2>Angaben gemäß § 5 DDG</h2>
      <PostalAddress country="Deutschland" />
      {legal.legalForm.de && <p>Rechtsform: {legal.legalForm.de}</p>}

      {legal.representatives && (
        <>
          <h3>Vertreten durch</h3>
          <p>{legal.representatives}</p>
        </>
      )}

      <h3>Kontakt</h3>
      <Contact phone="Telefon" email="E-Mail" />

      {registerOf(legal) && (
        <>
          <h3>Registereintrag</h3>
          <p>
            Eintragung im Handelsregister
            <br />
            Registergericht und Registernummer: {registerOf(legal)}
          </p>
        </>
      )}

      {legal.vatId && (
        <>
          <h3>Umsatzsteuer-Identifikationsnummer</h3>
          <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {legal.vatId}</p>
        </>
      )}

      {legal.economicId && (
        <>
          <h3>Wirtschafts-Identifikationsnummer</h3>
          <p>Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: {legal.economicId}</p>
        </>
      )}

      {legal.supervisoryAuthority && (
        <>
          <h3>Zuständige Aufsichtsbehörde</h3>
          <p>{legal.supervisoryAuthority} (Gaststättenrecht)</p>
        </>
      )}

      {legal.contentResponsible && (
        <>
          <h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
          <p>{[legal.contentResponsible, ...addressLines(address)].join(", ")}</p>
        </>
      )}

      <h2>Verbraucherstreitbeilegung</h2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz – VSBG).
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Diese Website verweist auf Angebote anderer Anbieter: die Online-Bestellung,
        Tischreservierung und Gutscheine{providers.providerName && ` (${providers.providerName})`}{" "}
        sowie OpenStreetMap. Für deren Inhalte ist allein der jeweilige Anbieter verantwortlich. Zum
        Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche bekannt,
        entfernen wir den betreffenden Link umgehend.
      </p>
    </>
  );
}

function ImpressumEn() {
  const { address, providers } = useProfile();
  const legal = useLegalProfile();
  return (
    <>
      <h2>Information under § 5 DDG (German Digital Services Act)</h2>
      <PostalAddress country="Germany" />
      {legal.legalForm.en && <p>Legal form: {legal.legalForm.en}</p>}

      {legal.representatives && (
        <>
          <h3>Represented by</h3>
          <p>{legal.representatives}</p>
        </>
      )}

      <h3>Contact</h3>
      <Contact phone="Phone" email="E-mail" />

      {registerOf(legal) && (
        <>
          <h3>Commercial register</h3>
          <p>
            Entered in the commercial register (Handelsregister)
            <br />
            Register court and number: {registerOf(legal)}
          </p>
        </>
      )}

      {legal.vatId && (
        <>
          <h3>VAT identification number</h3>
          <p>VAT identification number under § 27a of the German VAT Act (UStG): {legal.vatId}</p>
        </>
      )}

      {legal.economicId && (
        <>
          <h3>Business identification number</h3>
          <p>
            Business identification number (Wirtschafts-Identifikationsnummer) under § 139c of the
            German Fiscal Code (AO): {legal.economicId}
          </p>
        </>
      )}

      {legal.supervisoryAuthority && (
        <>
          <h3>Supervisory authority</h3>
          <p>{legal.supervisoryAuthority} (public authority for restaurant licensing)</p>
        </>
      )}

      {legal.contentResponsible && (
        <>
          <h3>Responsible for the content under § 18 (2) MStV (German Interstate Media Treaty)</h3>
          <p>{[legal.contentResponsible, ...addressLines(address)].join(", ")}</p>
        </>
      )}

      <h2>Consumer dispute resolution</h2>
      <p>
        We are neither willing nor obliged to take part in dispute resolution proceedings before a
        consumer arbitration board (§ 36 of the German Consumer Dispute Resolution Act, VSBG).
      </p>

      <h2>Liability for links</h2>
      <p>
        This website links to services of other providers: online ordering, table reservations and
        vouchers{providers.providerName && ` (${providers.providerName})`} and OpenStreetMap. Their
        content is the sole responsibility of the respective provider. No infringements were
        apparent when the links were set; should we learn of any, we will remove the link at once.
      </p>
    </>
  );
}
