// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FlaskCampaign} from "../../src/profile/FlaskCampaign.sol";
import {ProfileFixture} from "./ProfileFixture.sol";

contract FlaskCampaignTest is ProfileFixture {
    uint256 internal constant CAMPAIGN_ID = 511_000_000;
    uint8 internal constant BADGE = 10;

    event AchievementClaim(address indexed user, uint256 indexed campaignId, uint256 numberPoints, uint256 tokenId);
    event EligibilityChange(address indexed user, bool eligible);

    uint256 internal end;

    function setUp() public override {
        super.setUp();
        end = block.timestamp + 7 days;
    }

    function listOf(address a) internal pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = a;
    }

    function listed(FlaskCampaign campaign, address user) internal {
        vm.prank(owner);
        campaign.addAddressesToCampaign(listOf(user));
    }

    function test_constructorStoresTheCampaign() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 3, end);
        assertEq(address(campaign.profile()), address(profile), "profile");
        assertEq(address(campaign.collectibles()), address(bunnies), "collection");
        assertEq(campaign.campaignId(), CAMPAIGN_ID, "id");
        assertEq(campaign.numberPoints(), 100, "points");
        assertEq(uint256(campaign.bunnyId()), BADGE, "bunny");
        assertEq(campaign.tokenURI(), BADGE_URI, "uri");
        assertEq(campaign.thresholdUserId(), 3, "threshold");
        assertEq(campaign.endTimestamp(), end, "end");
        assertEq(campaign.owner(), owner, "owner");
    }

    function test_constructorRejectsBadArguments() public {
        vm.expectRevert(FlaskCampaign.ZeroAddress.selector);
        new FlaskCampaign(address(0), address(bunnies), 1, 1, 1, "u", 0, end, owner);
        vm.expectRevert(FlaskCampaign.ZeroAddress.selector);
        new FlaskCampaign(address(profile), address(0), 1, 1, 1, "u", 0, end, owner);
        vm.expectRevert(FlaskCampaign.EmptyTokenURI.selector);
        new FlaskCampaign(address(profile), address(bunnies), 1, 1, 1, "", 0, end, owner);
        // A points-only campaign needs neither a collection nor a link.
        new FlaskCampaign(address(profile), address(0), 1, 1, 255, "", 0, end, owner);
    }

    function test_listedUserClaimsPointsAndTheBadge() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        register(alice, 2);
        assertEq(campaign.canClaim(alice), false, "not listed yet");
        vm.expectEmit();
        emit EligibilityChange(alice, true);
        listed(campaign, alice);
        assertEq(campaign.isEligible(alice), true, "listed");
        assertEq(campaign.canClaim(alice), true, "can claim");

        uint256 nextToken = bunnies.totalSupply() + 1;
        vm.expectEmit();
        emit AchievementClaim(alice, CAMPAIGN_ID, 100, nextToken);
        vm.prank(alice);
        campaign.mintNFT();

        assertEq(bunnies.ownerOf(nextToken), alice, "badge");
        assertEq(uint256(bunnies.getBunnyId(nextToken)), BADGE, "badge bunny id");
        assertEq(bunnies.tokenURI(nextToken), BADGE_URI, "badge uri");
        assertEq(userOf(alice).numberPoints, 100, "points");
        assertEq(teamPoints(2), 100, "team points");
        assertEq(profile.hasAchievement(alice, CAMPAIGN_ID), true, "achievement");
        assertEq(campaign.hasClaimed(alice), true, "claimed");
        assertEq(campaign.canClaim(alice), false, "claimed once");
    }

    function test_noDoubleClaim() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        register(alice, 1);
        listed(campaign, alice);
        vm.startPrank(alice);
        campaign.mintNFT();
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.AlreadyClaimed.selector, alice));
        campaign.mintNFT();
        vm.stopPrank();
        assertEq(userOf(alice).numberPoints, 100, "points once");
    }

    function test_twoCampaignsSharingAnIdGrantItOnce() public {
        FlaskCampaign first = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        FlaskCampaign twin = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        register(alice, 1);
        listed(first, alice);
        listed(twin, alice);
        vm.prank(alice);
        first.mintNFT();
        assertTrue(!twin.canClaim(alice), "the twin sees the achievement");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.AlreadyClaimed.selector, alice));
        twin.mintNFT();
        assertEq(userOf(alice).numberPoints, 100, "points once");
    }

    function test_earlyUsersAreEligibleByUserId() public {
        register(alice, 1); // userId 1
        register(bob, 1); // userId 2
        register(carol, 1); // userId 3
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 2, end);
        assertEq(campaign.canClaim(alice), true, "id 1");
        assertEq(campaign.canClaim(bob), true, "id 2");
        assertEq(campaign.canClaim(carol), false, "id 3 registered too late");
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.NotEligible.selector, carol));
        campaign.mintNFT();
        vm.prank(bob);
        campaign.mintNFT();
        assertEq(profile.hasAchievement(bob, CAMPAIGN_ID), true, "bob");
        listed(campaign, carol); // the list works alongside the threshold
        assertEq(campaign.canClaim(carol), true, "listed");
    }

    function test_zeroThresholdMeansListOnly() public {
        register(alice, 1);
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        assertEq(campaign.canClaim(alice), false, "not listed");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.NotEligible.selector, alice));
        campaign.mintNFT();
    }

    function test_theDeadlineIsInclusive() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        register(alice, 1);
        register(bob, 1);
        listed(campaign, alice);
        listed(campaign, bob);
        vm.warp(end);
        assertEq(campaign.canClaim(alice), true, "at the end");
        vm.prank(alice);
        campaign.mintNFT();
        vm.warp(end + 1);
        assertEq(campaign.canClaim(bob), false, "after the end");
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.CampaignEnded.selector, end));
        campaign.mintNFT();
    }

    function test_needsAnActiveProfile() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 5, end);
        listed(campaign, alice);
        assertEq(campaign.canClaim(alice), false, "no profile");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.ProfileNotActive.selector, alice));
        campaign.mintNFT();
        register(alice, 1);
        vm.prank(alice);
        profile.pauseProfile();
        assertEq(campaign.canClaim(alice), false, "paused");
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskCampaign.ProfileNotActive.selector, alice));
        campaign.mintNFT();
    }

    function test_removedAddressesCannotClaim() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        register(alice, 1);
        listed(campaign, alice);
        vm.expectEmit();
        emit EligibilityChange(alice, false);
        vm.prank(owner);
        campaign.removeAddressesFromCampaign(listOf(alice));
        assertEq(campaign.isEligible(alice), false, "removed");
        assertEq(campaign.canClaim(alice), false, "cannot claim");
    }

    function test_pointsOnlyCampaignMintsNothing() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, 255, 0, end);
        register(alice, 1);
        listed(campaign, alice);
        uint256 supply = bunnies.totalSupply();
        vm.expectEmit();
        emit AchievementClaim(alice, CAMPAIGN_ID, 100, 0);
        vm.prank(alice);
        campaign.mintNFT();
        assertEq(bunnies.totalSupply(), supply, "no badge");
        assertEq(profile.hasAchievement(alice, CAMPAIGN_ID), true, "achievement");
    }

    function test_claimNeedsTheCampaignsRoles() public {
        FlaskCampaign campaign = new FlaskCampaign(
            address(profile), address(bunnies), CAMPAIGN_ID, 100, BADGE, "ipfs://badge", 0, end, owner
        );
        register(alice, 1);
        listed(campaign, alice);
        bytes32 role = profile.POINT_ROLE();
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, address(campaign), role)
        );
        campaign.mintNFT();
        assertEq(campaign.hasClaimed(alice), false, "rolled back");
    }

    function test_onlyTheOwnerListsAddresses() public {
        FlaskCampaign campaign = newCampaign(CAMPAIGN_ID, BADGE, 0, end);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        campaign.addAddressesToCampaign(listOf(alice));
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        campaign.removeAddressesFromCampaign(listOf(alice));
        vm.stopPrank();
    }
}
