"use client";

import { useState } from "react";
import Link from "next/link";
import { Menu } from "lucide-react";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { mainNav, siteConfig } from "@/lib/site";

export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>{siteConfig.name}</SheetTitle>
          <SheetDescription>Interior painting, priced instantly.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {mainNav.map((item) => (
            <SheetClose asChild key={item.href}>
              <Link href={item.href} className="rounded-md px-3 py-2 text-base hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                {item.label}
              </Link>
            </SheetClose>
          ))}
          {/* Closes the menu, then the wizard opens in its place. */}
          <GetQuoteButton className="mt-4" onClick={() => setOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
