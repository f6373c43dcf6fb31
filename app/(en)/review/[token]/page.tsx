import { ReviewPage, reviewMetadata } from "@/app/_pages/review-page";

export const dynamic = "force-dynamic";

export const metadata = reviewMetadata("en");

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const { token } = await params;
  return <ReviewPage locale="en" token={token} />;
}
