import { data } from "react-router";
import type { Route } from "./+types/pdf";
import { pageMeta } from "~/features/seo/meta";
import { PdfPage } from "~/features/pdf/pdf-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  const pdf = await context.data.pdf(params.id);
  // An unknown or deleted PDF is a real 404, with the page's own message.
  return pdf ? { pdf } : data({ pdf: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.pdf
    ? pageMeta(matches, {
        title: "pdf.defaultTitle",
        titleText: loaderData.pdf.title.trim(),
        description: "meta.descriptions.pdf",
      })
    : pageMeta(matches, {
        title: "pdf.notFound",
        description: "meta.descriptions.notFound",
        noindex: true,
      });

export default function PdfRoute({ loaderData }: Route.ComponentProps) {
  return <PdfPage pdf={loaderData.pdf} />;
}
