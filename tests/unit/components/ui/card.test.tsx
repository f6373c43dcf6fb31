import "@/tests/setup/dom-polyfills";
import { render, screen } from "@testing-library/react";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

describe("Card", () => {
  it("lays out header slots", () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Kitchen repaint</CardTitle>
          <CardDescription>Quote from Ana’s Painting</CardDescription>
          <CardAction>
            <Badge variant="success">Accepted</Badge>
          </CardAction>
        </CardHeader>
        <CardContent>$1,240</CardContent>
      </Card>,
    );
    expect(screen.getByText("Kitchen repaint")).toHaveAttribute("data-slot", "card-title");
    expect(screen.getByText("Accepted").parentElement).toHaveAttribute("data-slot", "card-action");
  });
});
