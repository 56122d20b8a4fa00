// Owners: require two-step sign-in of the whole team (each member sets it up at their next sign-in).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckboxRow } from '../../../components/bits.tsx';
import { errorMessage } from '../../../lib/server-field.ts';
import { toast } from '../../../lib/toast.ts';
import { setTeamRequirement } from '../api/two-step.ts';

export function TeamRequirement({ required }: { required: boolean }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: setTeamRequirement,
    onSuccess: (r) => {
      toast.success(r.message);
      void client.invalidateQueries({ queryKey: ['two-step'] });
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not save')),
  });
  return (
    <CheckboxRow
      label="Require two-step sign-in for the whole team"
      hint="Everyone without it sets it up at their next sign-in, before they can use the console."
      checked={required}
      disabled={save.isPending}
      onChange={(e) => save.mutate(e.target.checked)}
    />
  );
}
