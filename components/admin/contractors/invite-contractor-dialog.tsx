"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AppDialog, AppDialogFormFooter } from "@/components/ui/app-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField } from "@/components/ui/form";
import { inputFieldsFor } from "@/components/ui/form-fields";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { inviteContractorSchema } from "@/lib/validations/admin.shared";
import { useAdminApi } from "../admin-api";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";

type InviteInput = z.input<typeof inviteContractorSchema>;
type InviteOutput = z.output<typeof inviteContractorSchema>;

const EMPTY: InviteInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  businessName: "",
  serviceAreaIds: [],
};

/** docs/product.md §2: Invite Contractor (creates the account and e-mails a set-password link). */
export function InviteContractorDialog({
  open,
  onOpenChange,
  serviceAreas,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceAreas: ServiceArea[];
  onInvited: (c: AdminContractor) => void;
}) {
  const api = useAdminApi();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteContractorSchema),
    defaultValues: EMPTY,
  });
  const active = serviceAreas.filter((a) => a.isActive);

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      setFailure(null);
    }
  }

  async function onSubmit(values: InviteOutput) {
    setFailure(null);
    const result = await api.send<{ contractor: AdminContractor }>(
      "POST",
      "/api/admin/contractors/invite",
      values,
    );
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.contractorInvited, {
        description: `A set-password link was e-mailed to ${values.email}.`,
      });
      onInvited(result.data.contractor);
      change(false);
      return;
    }
    const message = result.error ?? NETWORK_ERROR;
    setFailure(message);
    toast.error("Failed to invite contractor", { description: message });
  }

  const text = inputFieldsFor(form.control, { className: "h-11" });

  return (
    <AppDialog
      open={open}
      onOpenChange={change}
      className="sm:max-w-lg"
      title="Invite Contractor"
      description="The contractor gets an e-mail with a link to set their password."
    >
      <Form {...form}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("firstName", "First name", { autoComplete: "off", required: true })}
            {text("lastName", "Last name", { autoComplete: "off", required: true })}
          </div>
          {text("email", "Email", {
            type: "email",
            inputMode: "email",
            autoComplete: "off",
            required: true,
          })}
          {text("phone", "Phone", { type: "tel", inputMode: "tel", autoComplete: "off", required: true })}
          {text("businessName", "Business name (optional)", { autoComplete: "off" })}
          <FormField
            control={form.control}
            name="serviceAreaIds"
            render={({ field }) => {
              const chosen = field.value ?? [];
              return (
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-medium">Service areas</legend>
                  {active.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No active service areas yet.</p>
                  ) : (
                    <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
                      {active.map((area) => (
                        <div key={area.id} className="flex items-center gap-2">
                          <Checkbox
                            id={`invite-area-${area.id}`}
                            checked={chosen.includes(area.id)}
                            onCheckedChange={(checked) =>
                              field.onChange(
                                checked === true
                                  ? [...chosen, area.id]
                                  : chosen.filter((id) => id !== area.id),
                              )
                            }
                          />
                          <Label
                            htmlFor={`invite-area-${area.id}`}
                            className="min-h-11 flex-1 cursor-pointer font-normal"
                          >
                            {area.name}
                          </Label>
                        </div>
                      ))}
                    </div>
                  )}
                </fieldset>
              );
            }}
          />
          <AppDialogFormFooter
            failure={failure}
            onCancel={() => change(false)}
            submitLabel={form.formState.isSubmitting ? "Sending Invite..." : "Send Invite"}
            submitDisabled={form.formState.isSubmitting}
          />
        </form>
      </Form>
    </AppDialog>
  );
}
